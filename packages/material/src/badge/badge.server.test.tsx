// @vitest-environment node
import mailIcon from '@material-symbols/svg-400/outlined/mail.svg?raw';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {IconButton} from '../button';
import {Icon} from '../icon';
import {Badge} from './badge';

describe('server rendering', () => {
  it('renders badges and their descriptions without a document or errors', () => {
    expect(typeof document).toBe('undefined');
    const error = vi.spyOn(console, 'error');
    const html = renderToString(
      <div>
        <Badge asChild content={120} max={99} description="120 unread messages">
          <IconButton aria-label="Mail">
            <Icon svg={mailIcon} />
          </IconButton>
        </Badge>
        <Badge content="New" overlap={false} position="above before">
          Drafts
        </Badge>
        <Badge hidden content={0}>
          Spam
        </Badge>
      </div>,
    );
    const button = /<button[^>]*>/.exec(html)?.[0] ?? '';
    expect(button).toContain('class="mat-icon-button mat-badge"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(button)?.[1];
    expect(describedBy).toMatch(/^mat-badge-description-/);
    expect(html).toContain(
      `<span id="${describedBy}" class="mat-badge-description" hidden="">120 unread messages</span>`,
    );
    expect(html).toContain('data-content="99+"');
    expect(html).toContain(
      '<span class="mat-badge mat-badge-wrapper">Drafts<span class="mat-badge-content" aria-hidden="true" data-size="medium" data-position="above before" data-content="New"></span><span class="cdk-visually-hidden mat-badge-description">New</span></span>',
    );
    expect(html).toContain('<span class="mat-badge mat-badge-wrapper">Spam</span>');
    expect(error).not.toHaveBeenCalled();
  });
});
