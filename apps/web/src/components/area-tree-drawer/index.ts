export { AreaTreeDrawer, areaDataKey, type AreaOperator, type AreaTreeDrawerProps } from './area-tree-drawer';
export { AreaDataError, loadAreaTree, type AreaDataFailure } from './load-area-tree';
