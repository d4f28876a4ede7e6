export {copyArrayItem, moveItemInArray, transferArrayItem} from './array-helpers';
export {DragHandle, type DragHandleProps} from './drag-handle';
export type {DragItemInfo, DragMode, DropEvent} from './drag-types';
export {Draggable, type DraggableProps} from './draggable';
export {DropList, type DropListProps} from './drop-list';
export type {DragAxis, DragPosition, DropListOrientation} from './geometry';
export {
  DEFAULT_DRAG_DROP_MESSAGES,
  type DragAnnouncementInfo,
  type DragDropMessages,
} from './messages';
