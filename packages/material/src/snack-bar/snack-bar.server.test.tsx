// @vitest-environment node
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {ProgressBar} from '../progress-bar';
import {ProgressSpinner} from '../progress-spinner';
import {Sidenav, SidenavContainer, SidenavContent} from '../sidenav';
import {SnackBarProvider, useSnackBar} from './snack-bar';

function Page() {
  const snackBar = useSnackBar();
  return (
    <SidenavContainer>
      <Sidenav mode="side" defaultOpened>
        <nav aria-label="Main">Links</nav>
      </Sidenav>
      <SidenavContent>
        <ProgressBar aria-label="Loading" mode="indeterminate" />
        <ProgressSpinner aria-label="Saving" value={30} />
        <button onClick={() => snackBar.open('Saved')}>Save</button>
      </SidenavContent>
    </SidenavContainer>
  );
}

describe('server rendering', () => {
  it('renders the snack bar provider, sidenav and progress indicators without a document', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <SnackBarProvider>
        <Page />
      </SnackBarProvider>,
    );
    expect(html).toContain('class="mat-sidenav"');
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="30"');
    expect(html).not.toContain('mat-snack-bar');
  });
});
