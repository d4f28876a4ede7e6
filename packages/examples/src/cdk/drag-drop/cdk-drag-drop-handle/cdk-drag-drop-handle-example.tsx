import {DragHandle, Draggable, DropList, moveItemInArray} from '@material-react/cdk/drag-drop';
import {Icon} from '@material-react/material/icon';
import dragIndicator from '@material-symbols/svg-400/outlined/drag_indicator.svg?raw';
import {useId, useState} from 'react';
import './cdk-drag-drop-handle-example.css';

interface Song {
  title: string;
  artist: string;
}

const PLAYLIST: Song[] = [
  {title: 'Morning Tide', artist: 'The Harbour Lights'},
  {title: 'Paper Planes', artist: 'Nadia Okoro'},
  {title: 'Slow Train North', artist: 'Five Fields'},
  {title: 'Lanterns', artist: 'Mira and the Moths'},
];

/**
 * @title Dragging by a handle
 *
 * Each song has a `DragHandle`: only the handle starts a drag and takes the keyboard, so the
 * rest of the row keeps its text selectable and a touch on it scrolls the page.
 */
export function CdkDragDropHandleExample() {
  const labelId = useId();
  const [songs, setSongs] = useState(PLAYLIST);
  return (
    <div className="cdk-drag-drop-handle">
      <p id={labelId} className="cdk-drag-drop-handle-label">
        Playlist
      </p>
      <DropList<Song>
        aria-labelledby={labelId}
        className="cdk-drag-drop-handle-list"
        onDrop={({previousIndex, currentIndex}) =>
          setSongs((current) => moveItemInArray(current, previousIndex, currentIndex))
        }
      >
        {songs.map((song, index) => (
          <Draggable
            key={song.title}
            data={song}
            label={song.title}
            lockAxis="y"
            className="cdk-drag-drop-handle-row"
          >
            <DragHandle className="cdk-drag-drop-handle-grip" aria-label={`Move ${song.title}`}>
              <Icon svg={dragIndicator} />
            </DragHandle>
            <span className="cdk-drag-drop-handle-number">{index + 1}</span>
            <span className="cdk-drag-drop-handle-song">
              <span className="cdk-drag-drop-handle-title">{song.title}</span>
              <span className="cdk-drag-drop-handle-artist">{song.artist}</span>
            </span>
          </Draggable>
        ))}
      </DropList>
    </div>
  );
}
