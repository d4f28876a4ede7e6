import type {ComponentToken, TokenOverrides} from '@material-react/tools/tokens/client';
import {tokenAnchor} from '@material-react/tools/tokens/client';
import {Fragment} from 'react';
import type {ResolvedToken} from './resolve-tokens';

/** Props of {@link TokenTable}. */
export interface TokenTableProps {
  /** The component's name, for the table's label. */
  componentName: string;
  tokens: readonly ComponentToken[];
  overrides: TokenOverrides;
  /** What each token resolves to now, by name (empty before the page runs). */
  resolved: Readonly<Record<string, ResolvedToken>>;
  onChange(name: string, value: string): void;
}

/** A token's fallback as the table shows it: the system token alone when that is all it is. */
function fallbackLabel(token: ComponentToken): string {
  return token.systemToken && token.fallback === `var(${token.systemToken})`
    ? token.systemToken
    : token.fallback;
}

/**
 * A resolved colour as text: its hex when it is opaque, else the computed colour, whose alpha
 * the colour input (always opaque) cannot show.
 */
function colourText({value, hex}: ResolvedToken): string {
  const opaque = /^rgb\(/.test(value) || /^color\(srgb [\d. ]+\)$/.test(value);
  return hex && opaque ? hex : value;
}

/**
 * Code that a narrow column may wrap after a hyphen between words (`<wbr>`), rather than inside a
 * word: `--mat-button-filled-container-color`, `var(--mat-sys-primary)`.
 */
function BreakableCode({text}: {text: string}) {
  const pieces = text.split(/(?<=[^-]-)(?=[^-])/);
  return (
    <code>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </code>
  );
}

/** The editor of one token's value: a colour input for a colour, a text field for the rest. */
function TokenValue({
  token,
  override,
  resolved,
  onChange,
}: {
  token: ComponentToken;
  override: string | undefined;
  resolved: ResolvedToken | undefined;
  onChange(name: string, value: string): void;
}) {
  const label = `Value of ${token.name}`;
  if (token.kind === 'color') {
    return (
      <div className="docs-styling-value">
        <input
          type="color"
          className="docs-styling-color"
          aria-label={label}
          value={override ?? resolved?.hex ?? '#000000'}
          onChange={(event) => onChange(token.name, event.target.value)}
        />
        <output className="docs-styling-resolved" aria-label={`${token.name} resolves to`}>
          {resolved ? colourText(resolved) : '…'}
        </output>
      </div>
    );
  }
  return (
    <div className="docs-styling-value">
      <input
        type="text"
        className="docs-styling-text"
        aria-label={label}
        spellCheck={false}
        autoComplete="off"
        value={override ?? ''}
        placeholder={resolved?.value ?? token.fallback}
        onChange={(event) => onChange(token.name, event.target.value)}
      />
    </div>
  );
}

/**
 * The tokens of a component as a table: each name in `<code>` (its row's `id`, which search
 * results link to), what it styles, its fallback, and its value in the current theme, which the
 * visitor can change.
 */
export function TokenTable({
  componentName,
  tokens,
  overrides,
  resolved,
  onChange,
}: TokenTableProps) {
  return (
    <div
      className="docs-table-wrapper docs-styling-table-wrapper"
      role="region"
      aria-label={`Tokens of ${componentName}`}
      tabIndex={0}
    >
      <table className="docs-api-table docs-styling-table">
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">What it styles</th>
            <th scope="col">Falls back to</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr
              key={token.name}
              id={tokenAnchor(token.name)}
              data-changed={overrides[token.name] !== undefined ? '' : undefined}
            >
              <th scope="row" className="docs-styling-name">
                <BreakableCode text={token.name} />
              </th>
              <td>{token.description}</td>
              <td className="docs-styling-fallback">
                <BreakableCode text={fallbackLabel(token)} />
              </td>
              <td className="docs-styling-edit">
                <TokenValue
                  token={token}
                  override={overrides[token.name]}
                  resolved={resolved[token.name]}
                  onChange={onChange}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
