import {VisuallyHidden} from '@material-react/cdk/a11y';
import {API_GROUPS, API_KIND_NAMES, NO_DEFAULT} from '@material-react/tools/api/groups';
import type {ReactNode} from 'react';
import type {
  ApiDoc,
  ApiReference,
  ClassDoc,
  ComponentDoc,
  ConstantDoc,
  FunctionDoc,
  InheritedProps,
  ParameterDoc,
  PropDoc,
  TypeDoc,
} from '../content/api-reference';
import type {DocHeading} from '../content/doc-content';
import {apiAnchor, symbolId} from './api-anchors';
import './api-reference.css';

const groupId = (api: ApiDoc, group: string) => symbolId(api, `group-${group}`);

/** The headings of an API reference, in page order, for the table of contents. */
export function apiHeadings(reference: ApiReference): DocHeading[] {
  const headings: DocHeading[] = [];
  for (const api of reference.entryPoints) {
    for (const {key, title} of API_GROUPS) {
      const symbols = api[key];
      if (symbols.length === 0) continue;
      headings.push({id: groupId(api, key), text: title, level: 2});
      for (const symbol of symbols) {
        headings.push({id: symbolId(api, symbol.name), text: symbol.name, level: 3});
      }
    }
  }
  return headings;
}

function Html({html, className}: {html: string; className?: string}) {
  if (!html) return null;
  // TSDoc comments of our own sources, rendered to HTML at build time.
  return (
    <div className={className ?? 'docs-api-description'} dangerouslySetInnerHTML={{__html: html}} />
  );
}

function Deprecated({message}: {message?: string}) {
  if (message === undefined) return null;
  return (
    <div className="docs-api-deprecated" role="note">
      <span className="docs-api-badge">Deprecated</span>
      <Html html={message} className="docs-api-deprecated-text" />
    </div>
  );
}

function ScrollTable({label, children}: {label: string; children: ReactNode}) {
  return (
    <div className="docs-table-wrapper" role="region" aria-label={label} tabIndex={0}>
      <table className="docs-api-table">{children}</table>
    </div>
  );
}

function Inherited({inherited}: {inherited?: InheritedProps}) {
  if (!inherited) return null;
  return <Html html={inherited.text} className="docs-api-inherited" />;
}

/** Gives the first row of each name an id from `rowId`, so that links can land on it. */
function rowIds(names: readonly string[], rowId?: (name: string) => string) {
  const seen = new Set<string>();
  return names.map((name) => {
    if (!rowId || seen.has(name)) return undefined;
    seen.add(name);
    return rowId(name);
  });
}

function PropsTable({
  label,
  props,
  rowId,
}: {
  label: string;
  props: PropDoc[];
  rowId?: (name: string) => string;
}) {
  if (props.length === 0) return null;
  const ids = rowIds(
    props.map((prop) => prop.name),
    rowId,
  );
  return (
    <ScrollTable label={label}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">Default</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {props.map((prop, index) => (
          <tr
            key={prop.name}
            id={ids[index]}
            data-deprecated={prop.deprecated !== undefined ? '' : undefined}
          >
            <th scope="row" className="docs-api-name">
              <code>
                {prop.readonly ? 'readonly ' : ''}
                {prop.name}
              </code>
              {prop.required && <span className="docs-api-required">Required</span>}
            </th>
            <td>
              <code className="docs-api-type">{prop.expandedType ?? prop.type}</code>
            </td>
            <td>
              {prop.default !== undefined ? (
                <code>{prop.default}</code>
              ) : (
                // A dash on screen, a word for screen readers (a span cannot be named).
                <>
                  <span aria-hidden="true">{NO_DEFAULT}</span>
                  <VisuallyHidden>None</VisuallyHidden>
                </>
              )}
            </td>
            <td>
              <Deprecated message={prop.deprecated} />
              <Html html={prop.description} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function ParametersTable({label, parameters}: {label: string; parameters: ParameterDoc[]}) {
  if (parameters.length === 0) return null;
  return (
    <ScrollTable label={label}>
      <thead>
        <tr>
          <th scope="col">Parameter</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((parameter) => (
          <tr key={parameter.name}>
            <th scope="row" className="docs-api-name">
              <code>
                {parameter.name}
                {parameter.optional ? '?' : ''}
              </code>
            </th>
            <td>
              <code className="docs-api-type">{parameter.type}</code>
              {parameter.default !== undefined && (
                <span className="docs-api-default">
                  {' '}
                  = <code>{parameter.default}</code>
                </span>
              )}
            </td>
            <td>
              <Html html={parameter.description} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function SymbolHeading({
  api,
  name,
  kind,
  deprecated,
}: {
  api: ApiDoc;
  name: string;
  kind: string;
  deprecated?: string;
}) {
  return (
    <h3 id={symbolId(api, name)} className="docs-api-symbol-title">
      <span className="docs-api-kind">{kind}</span>{' '}
      <code data-deprecated={deprecated !== undefined ? '' : undefined}>{name}</code>
    </h3>
  );
}

function ComponentEntry({api, doc}: {api: ApiDoc; doc: ComponentDoc}) {
  return (
    <section className="docs-api-symbol">
      <SymbolHeading
        api={api}
        name={doc.name}
        kind={API_KIND_NAMES.component}
        deprecated={doc.deprecated}
      />
      <Deprecated message={doc.deprecated} />
      <Html html={doc.description} />
      <PropsTable
        label={`Props of ${doc.name}`}
        props={doc.props}
        rowId={(prop) => apiAnchor(api, doc.name, prop)}
      />
      <Inherited inherited={doc.inherited} />
    </section>
  );
}

function FunctionEntry({api, doc}: {api: ApiDoc; doc: FunctionDoc}) {
  return (
    <section className="docs-api-symbol">
      <SymbolHeading
        api={api}
        name={doc.name}
        kind={API_KIND_NAMES[doc.kind]}
        deprecated={doc.deprecated}
      />
      <Deprecated message={doc.deprecated} />
      <Html html={doc.description} />
      {(doc.overloads ?? [doc]).map((signature, index) => (
        <div key={index} className="docs-api-signature">
          <pre className="docs-api-code">
            <code>{signature.signature}</code>
          </pre>
          <ParametersTable label={`Parameters of ${doc.name}`} parameters={signature.parameters} />
          <p className="docs-api-returns">
            <strong>Returns</strong> <code className="docs-api-type">{signature.returns.type}</code>
          </p>
          <Html html={signature.returns.description} />
        </div>
      ))}
    </section>
  );
}

function ClassEntry({api, doc}: {api: ApiDoc; doc: ClassDoc}) {
  const methodIds = rowIds(
    doc.methods.map((method) => method.name),
    (method) => apiAnchor(api, doc.name, method),
  );
  return (
    <section className="docs-api-symbol">
      <SymbolHeading
        api={api}
        name={doc.name}
        kind={API_KIND_NAMES.class}
        deprecated={doc.deprecated}
      />
      <Deprecated message={doc.deprecated} />
      <Html html={doc.description} />
      {doc.constructorSignature && (
        <div className="docs-api-signature">
          <pre className="docs-api-code">
            <code>{doc.constructorSignature.signature}</code>
          </pre>
          <ParametersTable
            label={`Constructor parameters of ${doc.name}`}
            parameters={doc.constructorSignature.parameters}
          />
        </div>
      )}
      <PropsTable
        label={`Properties of ${doc.name}`}
        props={doc.properties.map((property) => ({
          ...property,
          name: property.static ? `static ${property.name}` : property.name,
        }))}
        rowId={(property) => apiAnchor(api, doc.name, property.replace(/^static /, ''))}
      />
      {doc.methods.length > 0 && (
        <ScrollTable label={`Methods of ${doc.name}`}>
          <thead>
            <tr>
              <th scope="col">Method</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {doc.methods.map((method, index) => (
              <tr key={method.signature} id={methodIds[index]}>
                <th scope="row" className="docs-api-name">
                  <code>
                    {method.static ? 'static ' : ''}
                    {method.signature}
                  </code>
                </th>
                <td>
                  <Deprecated message={method.deprecated} />
                  <Html html={method.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}

function TypeEntry({api, doc}: {api: ApiDoc; doc: TypeDoc}) {
  return (
    <section className="docs-api-symbol">
      <SymbolHeading
        api={api}
        name={doc.name}
        kind={API_KIND_NAMES[doc.kind]}
        deprecated={doc.deprecated}
      />
      <Deprecated message={doc.deprecated} />
      <Html html={doc.description} />
      {doc.type !== undefined && (
        <pre className="docs-api-code">
          <code>
            type {doc.name} = {doc.expandedType ?? doc.type};
          </code>
        </pre>
      )}
      {doc.members && (
        <PropsTable
          label={`Members of ${doc.name}`}
          props={doc.members}
          rowId={(member) => apiAnchor(api, doc.name, member)}
        />
      )}
      <Inherited inherited={doc.inherited} />
      {doc.enumMembers && (
        <PropsTable
          label={`Members of ${doc.name}`}
          props={doc.enumMembers.map((member) => ({
            name: member.name,
            type: member.value === undefined ? '' : JSON.stringify(member.value),
            required: false,
            description: member.description,
            deprecated: member.deprecated,
          }))}
          rowId={(member) => apiAnchor(api, doc.name, member)}
        />
      )}
    </section>
  );
}

function ConstantEntry({api, doc}: {api: ApiDoc; doc: ConstantDoc}) {
  return (
    <section className="docs-api-symbol">
      <SymbolHeading
        api={api}
        name={doc.name}
        kind={API_KIND_NAMES.constant}
        deprecated={doc.deprecated}
      />
      <Deprecated message={doc.deprecated} />
      <Html html={doc.description} />
      <pre className="docs-api-code">
        <code>
          const {doc.name}: {doc.type}
          {doc.value !== undefined ? ` = ${doc.value}` : ''};
        </code>
      </pre>
    </section>
  );
}

function EntryPoint({api}: {api: ApiDoc}) {
  return (
    <div className="docs-api-entry-point">
      <p className="docs-api-import-label">
        Import from <code>{api.entryPoint}</code>:
      </p>
      <pre className="docs-api-code docs-api-import">
        <code>{api.importLine}</code>
      </pre>
      {API_GROUPS.map(({key: group, title}) => {
        if (api[group].length === 0) return null;
        return (
          <section key={group} className="docs-api-group">
            <h2 id={groupId(api, group)}>{title}</h2>
            {group === 'components' &&
              api.components.map((doc) => <ComponentEntry key={doc.name} api={api} doc={doc} />)}
            {(group === 'hooks' || group === 'functions') &&
              api[group].map((doc) => <FunctionEntry key={doc.name} api={api} doc={doc} />)}
            {group === 'classes' &&
              api.classes.map((doc) => <ClassEntry key={doc.name} api={api} doc={doc} />)}
            {group === 'types' &&
              api.types.map((doc) => <TypeEntry key={doc.name} api={api} doc={doc} />)}
            {group === 'constants' &&
              api.constants.map((doc) => <ConstantEntry key={doc.name} api={api} doc={doc} />)}
          </section>
        );
      })}
    </div>
  );
}

/** The API tab of a documentation item, generated from the TypeScript sources. */
export function ApiReferenceView({reference}: {reference: ApiReference}) {
  return (
    <div className="docs-api">
      {reference.entryPoints.map((api) => (
        <EntryPoint key={api.entryPoint} api={api} />
      ))}
    </div>
  );
}
