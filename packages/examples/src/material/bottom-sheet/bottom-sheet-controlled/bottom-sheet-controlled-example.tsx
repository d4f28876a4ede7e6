import {
  BottomSheet,
  BottomSheetBody,
  BottomSheetContent,
  BottomSheetTitle,
} from '@material-react/material/bottom-sheet';
import {IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {List, ListItem} from '@material-react/material/list';
import downloadIcon from '@material-symbols/svg-400/outlined/download.svg?raw';
import fileCopyIcon from '@material-symbols/svg-400/outlined/file_copy.svg?raw';
import moreVertIcon from '@material-symbols/svg-400/outlined/more_vert.svg?raw';
import starIcon from '@material-symbols/svg-400/outlined/star.svg?raw';
import {useState} from 'react';
import './bottom-sheet-controlled-example.css';

interface File {
  name: string;
  starred: boolean;
}

/**
 * @title Bottom sheet opened from code
 *
 * Each file's "More" button opens the same sheet, controlled with `open` and `onOpenChange`, for
 * that file. The action chosen in the sheet changes the list and is reported below it; focus goes
 * back to the button that opened the sheet.
 */
export function BottomSheetControlledExample() {
  const [files, setFiles] = useState<File[]>([
    {name: 'Budget 2026.xlsx', starred: false},
    {name: 'Team photo.jpg', starred: true},
    {name: 'Offsite notes.docx', starred: false},
  ]);
  const [open, setOpen] = useState(false);
  // The file stays set while the sheet slides down, so its title does not change as it goes.
  const [current, setCurrent] = useState<File | null>(null);
  const [result, setResult] = useState('No action yet.');

  const actions = current
    ? [
        {
          label: current.starred ? 'Remove star' : 'Add star',
          icon: starIcon,
          run: () => {
            setFiles((all) =>
              all.map((file) =>
                file.name === current.name ? {...file, starred: !file.starred} : file,
              ),
            );
            return current.starred
              ? `Removed the star from “${current.name}”.`
              : `Starred “${current.name}”.`;
          },
        },
        {
          label: 'Make a copy',
          icon: fileCopyIcon,
          run: () => {
            const copy = {name: `Copy of ${current.name}`, starred: false};
            setFiles((all) => [...all, copy]);
            return `Made “${copy.name}”.`;
          },
        },
        {
          label: 'Download',
          icon: downloadIcon,
          run: () => `Downloading “${current.name}”.`,
        },
      ]
    : [];

  return (
    <div className="bottom-sheet-controlled">
      <List aria-label="Files" divided>
        {files.map((file) => (
          <ListItem
            key={file.name}
            trailing={
              <IconButton
                aria-label={`More options for “${file.name}”`}
                onClick={() => {
                  setCurrent(file);
                  setOpen(true);
                }}
              >
                <Icon svg={moreVertIcon} />
              </IconButton>
            }
          >
            {file.starred ? `${file.name} (starred)` : file.name}
          </ListItem>
        ))}
      </List>
      <p role="status">{result}</p>
      <BottomSheet open={open} onOpenChange={setOpen}>
        <BottomSheetContent>
          <BottomSheetTitle>{current?.name}</BottomSheetTitle>
          <BottomSheetBody className="bottom-sheet-controlled-body">
            <List className="bottom-sheet-controlled-actions">
              {actions.map((action) => (
                <ListItem key={action.label} icon={<Icon svg={action.icon} />}>
                  <button
                    type="button"
                    className="bottom-sheet-controlled-action"
                    onClick={() => {
                      setResult(action.run());
                      setOpen(false);
                    }}
                  >
                    {action.label}
                  </button>
                </ListItem>
              ))}
            </List>
          </BottomSheetBody>
        </BottomSheetContent>
      </BottomSheet>
    </div>
  );
}
