// Pages import the lazy drawer: antd's Tree and the drawer's code load with its first opening.
export { LazyAreaTreeDrawer as AreaTreeDrawer } from './lazy-area-tree-drawer';
export type { AreaOperator, AreaTreeDrawerProps } from './area-tree-drawer';
export { AreaDataError, areaDataKey, loadAreaTree, type AreaDataFailure } from './load-area-tree';
