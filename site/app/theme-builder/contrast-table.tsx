import type {ColorScheme} from './color-roles';
import {contrastFigures, formatRatio, TEXT_CONTRAST_MINIMUM} from './contrast';
import './contrast-table.css';

/**
 * The measured contrast of one scheme: each text role against the background it is meant for,
 * with a sample, the WCAG ratio, and whether it reaches 4.5:1 (body text, level AA).
 */
export function ContrastTable({scheme, title}: {scheme: ColorScheme; title: string}) {
  return (
    <div className="docs-tb-contrast-table">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Text role on background</th>
            <th scope="col">Sample</th>
            <th scope="col" className="docs-tb-number">
              Ratio
            </th>
          </tr>
        </thead>
        <tbody>
          {contrastFigures(scheme).map((figure) => {
            const passes = figure.ratio >= TEXT_CONTRAST_MINIMUM;
            return (
              <tr key={`${figure.foreground} ${figure.background}`}>
                <th scope="row" className="docs-tb-pair">
                  <code>{figure.foreground}</code>
                  <span className="docs-tb-on">
                    on <code>{figure.background}</code>
                  </span>
                </th>
                <td>
                  <span
                    className="docs-tb-sample"
                    aria-hidden="true"
                    style={{color: figure.foregroundColor, backgroundColor: figure.backgroundColor}}
                  >
                    Aa
                  </span>
                </td>
                <td className="docs-tb-number" data-passes={passes}>
                  {formatRatio(figure.ratio)}
                  <span className="docs-tb-verdict">{passes ? ' AA' : ' below 4.5:1'}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
