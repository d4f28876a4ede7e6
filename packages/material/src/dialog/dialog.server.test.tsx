// @vitest-environment node
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {Button} from '../button';
import {Dialog, DialogClose, DialogTrigger} from './dialog';
import {DialogContent} from './dialog-content';
import {DialogActions, DialogBody, DialogDescription, DialogTitle} from './dialog-parts';

describe('server rendering', () => {
  it('renders a closed dialog as its trigger only, without a document or errors', () => {
    expect(typeof document).toBe('undefined');
    const error = vi.spyOn(console, 'error');
    const html = renderToString(
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="tonal">Delete draft</Button>
        </DialogTrigger>
        <DialogContent fullScreen="(max-width: 719.98px)">
          <DialogTitle>Delete the draft?</DialogTitle>
          <DialogBody>
            <DialogDescription>It cannot be restored.</DialogDescription>
          </DialogBody>
          <DialogActions>
            <DialogClose asChild>
              <Button>Cancel</Button>
            </DialogClose>
          </DialogActions>
        </DialogContent>
      </Dialog>,
    );
    const button = /<button[^>]*>Delete draft<\/button>/.exec(html)?.[0] ?? '';
    expect(button).toContain('class="mat-button"');
    expect(button).toContain('aria-haspopup="dialog"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('mat-dialog');
    expect(error).not.toHaveBeenCalled();
  });
});
