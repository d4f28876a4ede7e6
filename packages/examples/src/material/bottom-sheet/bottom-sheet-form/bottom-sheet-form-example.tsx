import {
  BottomSheet,
  BottomSheetBody,
  BottomSheetClose,
  BottomSheetContent,
  BottomSheetTitle,
  BottomSheetTrigger,
} from '@material-react/material/bottom-sheet';
import {Button} from '@material-react/material/button';
import {FormField, Input, Textarea} from '@material-react/material/form-field';
import {useState, type FormEvent} from 'react';
import './bottom-sheet-form-example.css';

/** A comment, what the sheet returns. */
interface Comment {
  name: string;
  text: string;
}

/** The form inside the sheet. It is mounted each time the sheet opens, so it starts empty. */
function CommentForm({onPost}: {onPost: (comment: Comment) => void}) {
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const textError = submitted && !text.trim() ? 'Write a comment' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (text.trim()) onPost({name: name.trim() || 'Anonymous', text: text.trim()});
  };

  return (
    <form className="bottom-sheet-form-form" noValidate onSubmit={submit}>
      <BottomSheetTitle>Add a comment</BottomSheetTitle>
      <BottomSheetBody className="bottom-sheet-form-fields">
        <FormField label="Name" hint="Optional">
          <Input
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <FormField label="Comment" error={textError} required>
          <Textarea
            autosize
            minRows={2}
            maxRows={5}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </FormField>
        <div className="bottom-sheet-form-actions">
          <BottomSheetClose asChild>
            <Button>Cancel</Button>
          </BottomSheetClose>
          <Button type="submit" variant="filled">
            Post
          </Button>
        </div>
      </BottomSheetBody>
    </form>
  );
}

/**
 * @title Bottom sheet with a short form
 *
 * The form checks its comment when it is posted; Post closes the sheet and adds the comment to
 * the page, Cancel (or Escape, or the drag handle) closes it without one.
 */
export function BottomSheetFormExample() {
  const [open, setOpen] = useState(false);
  const [comments, setComments] = useState<Comment[]>([]);
  return (
    <div className="bottom-sheet-form">
      <BottomSheet open={open} onOpenChange={setOpen}>
        <BottomSheetTrigger asChild>
          <Button variant="filled">Add a comment</Button>
        </BottomSheetTrigger>
        <BottomSheetContent>
          <CommentForm
            onPost={(comment) => {
              setComments((current) => [...current, comment]);
              setOpen(false);
            }}
          />
        </BottomSheetContent>
      </BottomSheet>
      {comments.length === 0 ? (
        <p>No comments yet.</p>
      ) : (
        <ul aria-label="Comments">
          {comments.map((comment, index) => (
            <li key={index}>
              <strong>{comment.name}:</strong> {comment.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
