import type {ApiDoc} from '../api/api-types';

/** An entry point with a symbol of every kind, for the tests of what is written from the API. */
export const TABLE_API: ApiDoc = {
  entryPoint: '@material-react/material/table',
  file: 'packages/material/src/table/index.ts',
  importLine: "import {Table, useSort} from '@material-react/material/table';",
  components: [
    {
      kind: 'component',
      name: 'Table',
      description: 'A data table.\n\nIt scrolls.',
      source: {file: 'table.tsx', line: 1},
      propsType: 'TableProps',
      props: [
        {
          name: 'rows',
          type: 'readonly Row[]',
          required: true,
          description: 'The rows.',
        },
        {
          name: 'density',
          type: 'TableDensity',
          expandedType: "'compact' | 'comfortable'",
          required: false,
          default: "'comfortable'",
          description: 'How much room rows take.',
        },
        {
          name: 'old',
          type: 'boolean',
          required: false,
          deprecated: 'Use `density`.',
          description: 'Was compact.',
        },
      ],
      inherited: {element: 'table', count: 312, text: '…and every prop of `<table>`'},
    },
  ],
  hooks: [
    {
      kind: 'hook',
      name: 'useSort',
      description: 'Sorts rows.',
      source: {file: 'sort.ts', line: 1},
      signature: 'useSort(rows: Row[]): Row[]',
      parameters: [{name: 'rows', type: 'Row[]', optional: false, description: 'What to sort.'}],
      returns: {type: 'Row[]', description: 'The sorted rows.'},
      overloads: [
        {
          signature: 'useSort(rows: Row[]): Row[]',
          parameters: [{name: 'rows', type: 'Row[]', optional: false, description: ''}],
          returns: {type: 'Row[]', description: ''},
        },
        {
          signature: 'useSort(rows: Row[], key: string): Row[]',
          parameters: [
            {name: 'rows', type: 'Row[]', optional: false, description: ''},
            {name: 'key', type: 'string', optional: true, default: "'id'", description: 'By what.'},
          ],
          returns: {type: 'Row[]', description: ''},
        },
      ],
    },
  ],
  functions: [
    {
      kind: 'function',
      name: 'sortRows',
      description: 'Sorts rows once.',
      deprecated: 'Use `useSort`.',
      source: {file: 'sort.ts', line: 20},
      signature: 'sortRows(rows: Row[]): Row[]',
      parameters: [{name: 'rows', type: 'Row[]', optional: false, description: 'What to sort.'}],
      returns: {type: 'Row[]', description: ''},
    },
  ],
  classes: [
    {
      kind: 'class',
      name: 'DataSource',
      typeParameters: '<T>',
      description: 'Feeds a table.',
      source: {file: 'data-source.ts', line: 1},
      constructorSignature: {
        signature: 'new DataSource<T>(rows: T[])',
        parameters: [{name: 'rows', type: 'T[]', optional: false, description: ''}],
        returns: {type: 'DataSource<T>', description: ''},
      },
      properties: [
        {name: 'length', type: 'number', required: true, description: 'Rows.', static: false},
        {
          name: 'pageSize',
          type: 'number',
          required: true,
          readonly: true,
          description: 'Rows a page.',
          static: false,
        },
      ],
      methods: [
        {
          name: 'connect',
          static: false,
          description: 'Starts.',
          source: {file: 'data-source.ts', line: 9},
          signature: 'connect(): void',
          parameters: [],
          returns: {type: 'void', description: ''},
        },
      ],
    },
  ],
  types: [
    {
      kind: 'interface',
      name: 'TableProps',
      description: 'What a table takes.',
      source: {file: 'table.tsx', line: 1},
      propsOf: 'Table',
      members: [{name: 'rows', type: 'readonly Row[]', required: true, description: 'The rows.'}],
    },
    {
      kind: 'type',
      name: 'TableDensity',
      description: 'Row heights.',
      source: {file: 'table.tsx', line: 1},
      type: 'TableDensity',
      expandedType: "'compact' | 'comfortable'",
    },
    {
      kind: 'enum',
      name: 'SortDirection',
      description: 'Which way.',
      source: {file: 'sort.ts', line: 1},
      enumMembers: [{name: 'Asc', value: 'asc', description: 'Up.'}],
    },
  ],
  constants: [
    {
      kind: 'constant',
      name: 'PAGE_SIZE',
      type: 'number',
      value: '25',
      description: 'Rows a page.',
      source: {file: 'table.tsx', line: 1},
    },
  ],
  problems: [],
};
