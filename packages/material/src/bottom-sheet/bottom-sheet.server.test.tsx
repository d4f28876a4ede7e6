// @vitest-environment node
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {Button} from '../button';
import {
  BottomSheet,
  BottomSheetBody,
  BottomSheetClose,
  BottomSheetContent,
  BottomSheetDescription,
  BottomSheetTitle,
  BottomSheetTrigger,
} from './index';

describe('server rendering', () => {
  it('renders the trigger only, open or not, without a document or errors', () => {
    expect(typeof document).toBe('undefined');
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const sheet = (defaultOpen: boolean) =>
      renderToString(
        <BottomSheet defaultOpen={defaultOpen}>
          <BottomSheetTrigger asChild>
            <Button variant="tonal">Share</Button>
          </BottomSheetTrigger>
          <BottomSheetContent>
            <BottomSheetTitle>Share the album</BottomSheetTitle>
            <BottomSheetBody>
              <BottomSheetDescription>Pick how to send it.</BottomSheetDescription>
              <BottomSheetClose asChild>
                <Button>Cancel</Button>
              </BottomSheetClose>
            </BottomSheetBody>
          </BottomSheetContent>
        </BottomSheet>,
      );

    const closed = sheet(false);
    const button = /<button[^>]*>Share<\/button>/.exec(closed)?.[0] ?? '';
    expect(button).toContain('class="mat-button"');
    expect(button).toContain('aria-haspopup="dialog"');
    expect(button).toContain('aria-expanded="false"');
    expect(closed).not.toContain('mat-bottom-sheet');

    // An open sheet renders in the overlay container, which only exists in the browser.
    const open = sheet(true);
    expect(open).toContain('aria-expanded="true"');
    expect(open).not.toContain('mat-bottom-sheet');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
