/** The group of examples an example belongs to: one component or cdk module. */
export interface LiveExampleModule {
  /** PascalCase name of the group: `TableExamples`, `CdkOverlayExamples`. */
  name: string;
  /** Import specifier of the group: `@material-react/examples/material/table`. */
  importSpecifier: string;
}

/** One live example of the catalogue, as generated from its folder. */
export interface LiveExample {
  /** The example id, which is also the name of its folder: `table-sorting`. */
  id: string;
  /** The folder of the example inside the package: `material/table/table-sorting`. */
  packagePath: string;
  /** The human title, from the `@title` tag of the example component's doc comment. */
  title: string;
  /** The exported example component: `TableSortingExample`. */
  componentName: string;
  /** Every file of the example folder, the primary file first. */
  files: readonly string[];
  /** The id with an `-example` suffix: `table-sorting-example`. */
  selector: string;
  /** Other exported `*Example` components of the folder; usually none. */
  additionalComponents: readonly string[];
  /** The file that exports {@link LiveExample.componentName}: `table-sorting-example.tsx`. */
  primaryFile: string;
  /** The group the example belongs to. */
  module: LiveExampleModule;
}
