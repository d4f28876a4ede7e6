import {announce} from '@material-react/cdk/a11y';
import {useClipboard} from '@material-react/cdk/clipboard';
import {Button} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {Tab, TabGroup} from '@material-react/material/tabs';
import checkIcon from '@material-symbols/svg-400/outlined/check.svg?raw';
import copyIcon from '@material-symbols/svg-400/outlined/content_copy.svg?raw';
import {useContent} from '../content/use-content';
import type {ExampleSource} from '../content/doc-content';

/** The tab label of a file: its type, as people call it. */
function fileLabel(file: ExampleSource): string {
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toUpperCase();
  return file.name.endsWith('-example.' + extension.toLowerCase()) ? extension : file.name;
}

function SourceFile({file}: {file: ExampleSource}) {
  const {copy, copied} = useClipboard();
  const copySource = async () => {
    const done = await copy(file.code);
    void announce(done ? 'Source copied.' : 'The source could not be copied.');
  };
  return (
    <div className="docs-example-file">
      <div className="docs-example-file-bar">
        <span className="docs-example-file-name">{file.name}</span>
        <Button onClick={copySource} aria-label={`Copy the source of ${file.name}`}>
          <Icon svg={copied ? checkIcon : copyIcon} />
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <div
        className="docs-example-code"
        // Highlighted at build time by the docs pipeline from the example's own file.
        dangerouslySetInnerHTML={{__html: file.html}}
      />
    </div>
  );
}

/** The source files of an example, one tab each, highlighted at build time. */
export function ExampleSourceView({exampleId, title}: {exampleId: string; title: string}) {
  const files = useContent('example-source', exampleId) ?? [];
  if (files.length === 1) return <SourceFile file={files[0]!} />;
  return (
    <TabGroup aria-label={`Source files of ${title}`} className="docs-example-tabs">
      {files.map((file) => (
        <Tab key={file.name} label={fileLabel(file)}>
          <SourceFile file={file} />
        </Tab>
      ))}
    </TabGroup>
  );
}
