import {
  BottomSheet,
  BottomSheetBody,
  BottomSheetContent,
  BottomSheetTitle,
  BottomSheetTrigger,
} from '@material-react/material/bottom-sheet';
import {Button} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {List, ListItem} from '@material-react/material/list';
import chatIcon from '@material-symbols/svg-400/outlined/chat.svg?raw';
import mailIcon from '@material-symbols/svg-400/outlined/mail.svg?raw';
import photoAlbumIcon from '@material-symbols/svg-400/outlined/photo_album.svg?raw';
import printIcon from '@material-symbols/svg-400/outlined/print.svg?raw';
import shareIcon from '@material-symbols/svg-400/outlined/share.svg?raw';
import {useState} from 'react';
import './bottom-sheet-overview-example.css';

const ACTIONS = [
  {label: 'Send by email', icon: mailIcon, result: 'Sent by email.'},
  {label: 'Send as a message', icon: chatIcon, result: 'Sent as a message.'},
  {label: 'Add to an album', icon: photoAlbumIcon, result: 'Added to “Holidays”.'},
  {label: 'Print', icon: printIcon, result: 'Sent to the printer.'},
];

/**
 * @title Bottom sheet with a list of actions
 *
 * The sheet slides up over a scrim with the ways to share a photo. Choosing one closes it; so do
 * Escape, a click on the scrim, the drag handle, or dragging the sheet down.
 */
export function BottomSheetOverviewExample() {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState('');
  return (
    <div className="bottom-sheet-overview">
      <BottomSheet open={open} onOpenChange={setOpen}>
        <BottomSheetTrigger asChild>
          <Button variant="tonal">
            <Icon svg={shareIcon} />
            Share
          </Button>
        </BottomSheetTrigger>
        <BottomSheetContent>
          <BottomSheetTitle>Share “Porto, day 3”</BottomSheetTitle>
          <BottomSheetBody className="bottom-sheet-overview-body">
            <List className="bottom-sheet-overview-actions">
              {ACTIONS.map((action) => (
                <ListItem key={action.label} icon={<Icon svg={action.icon} />}>
                  {/* The button covers the whole row: see the example's CSS. */}
                  <button
                    type="button"
                    className="bottom-sheet-overview-action"
                    onClick={() => {
                      setResult(action.result);
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
      <p role="status">{result}</p>
    </div>
  );
}
