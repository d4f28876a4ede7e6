// @vitest-environment node
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {useCombobox, useComboboxState} from './index';

function Search() {
  const state = useComboboxState({defaultInputValue: 'but', defaultActiveKey: 'button'});
  const combobox = useCombobox(state, {inline: true, listboxLabel: 'Results'});
  return (
    <>
      <input {...combobox.inputProps} aria-label="Search" />
      <div {...combobox.listboxProps}>
        <div {...combobox.getGroupProps('components')}>
          <div {...combobox.getGroupLabelProps('components')}>Components</div>
          <div {...combobox.getOptionProps('button')}>Button</div>
        </div>
      </div>
    </>
  );
}

describe('useCombobox during server rendering', () => {
  it('renders the combobox and its list without a document', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(<Search />);
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-expanded="true"');
    expect(html).toContain('value="but"');
    expect(html).toMatch(/aria-activedescendant="[^"]+-option-button"/);
    expect(html).toContain('role="listbox"');
    expect(html).toContain('role="group"');
    expect(html).toContain('aria-selected="true"');
  });
});
