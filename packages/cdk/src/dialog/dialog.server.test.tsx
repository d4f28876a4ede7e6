// @vitest-environment node
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {CdkDialog, CdkDialogClose, CdkDialogPortal, CdkDialogTrigger} from './dialog';
import {CdkDialogBackdrop, CdkDialogPanel, CdkDialogTitle} from './dialog-parts';

function Confirm({defaultOpen = false}: {defaultOpen?: boolean}) {
  return (
    <CdkDialog defaultOpen={defaultOpen}>
      <CdkDialogTrigger>Delete</CdkDialogTrigger>
      <CdkDialogPortal>
        <CdkDialogBackdrop />
        <CdkDialogPanel>
          <CdkDialogTitle>Delete the file?</CdkDialogTitle>
          <CdkDialogClose>Cancel</CdkDialogClose>
        </CdkDialogPanel>
      </CdkDialogPortal>
    </CdkDialog>
  );
}

describe('server rendering', () => {
  it('renders the trigger of a closed dialog without a document and without errors', () => {
    expect(typeof document).toBe('undefined');
    const error = vi.spyOn(console, 'error');
    const html = renderToString(<Confirm />);
    expect(html).toMatch(/<button type="button"[^>]*aria-haspopup="dialog"[^>]*>Delete<\/button>/);
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="dialog"');
    expect(error).not.toHaveBeenCalled();
  });

  it('renders an open dialog as nothing until the browser takes over', () => {
    const html = renderToString(<Confirm defaultOpen />);
    expect(html).toContain('aria-expanded="true"');
    expect(html).not.toContain('Delete the file?');
  });
});
