import {
  Draggable,
  DropList,
  moveItemInArray,
  transferArrayItem,
  type DropEvent,
} from '@material-react/cdk/drag-drop';
import {useId, useState} from 'react';
import './cdk-drag-drop-board-example.css';

type ColumnId = 'todo' | 'doing' | 'done';

const COLUMNS: ReadonlyArray<{id: ColumnId; title: string}> = [
  {id: 'todo', title: 'To do'},
  {id: 'doing', title: 'Doing'},
  {id: 'done', title: 'Done'},
];

const INITIAL: Record<ColumnId, string[]> = {
  todo: ['Write the release notes', 'Update the screenshots', 'Check the links'],
  doing: ['Review the new menu'],
  done: ['Fix the date picker', 'Translate the guide'],
};

/**
 * @title Board with connected lists
 *
 * Three lists in one `group`: cards move between the columns. With the keyboard, pick a card up
 * with Space, move it within a column with Up and Down and to the next column with Left and
 * Right.
 */
export function CdkDragDropBoardExample() {
  const id = useId();
  const [columns, setColumns] = useState(INITIAL);

  const handleDrop = (event: DropEvent<string>) => {
    const from = event.previousListId as ColumnId;
    const to = event.listId as ColumnId;
    setColumns((current) => {
      if (from === to) {
        return {
          ...current,
          [to]: moveItemInArray(current[to], event.previousIndex, event.currentIndex),
        };
      }
      const [source, target] = transferArrayItem(
        current[from],
        current[to],
        event.previousIndex,
        event.currentIndex,
      );
      return {...current, [from]: source, [to]: target};
    });
  };

  return (
    <div className="cdk-drag-drop-board">
      {COLUMNS.map((column) => (
        <section
          key={column.id}
          className="cdk-drag-drop-board-column"
          aria-labelledby={`${id}-${column.id}`}
        >
          <h3 id={`${id}-${column.id}`} className="cdk-drag-drop-board-title">
            {column.title}{' '}
            <span className="cdk-drag-drop-board-count">{columns[column.id].length}</span>
          </h3>
          <DropList<string>
            id={column.id}
            group="board"
            aria-label={column.title}
            className="cdk-drag-drop-board-list"
            onDrop={handleDrop}
          >
            {columns[column.id].map((card) => (
              <Draggable key={card} data={card} className="cdk-drag-drop-board-card">
                {card}
              </Draggable>
            ))}
          </DropList>
        </section>
      ))}
    </div>
  );
}
