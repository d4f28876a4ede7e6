export {
  GridList,
  GridTile,
  type GridListProps,
  type GridListRowHeight,
  type GridTileProps,
} from './grid-list';
export {
  GridTileFooter,
  GridTileHeader,
  GridTileLine,
  type GridTileBarProps,
  type GridTileLineProps,
} from './grid-tile-text';
