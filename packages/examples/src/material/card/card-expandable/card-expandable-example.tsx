import {Button, IconButton} from '@material-react/material/button';
import {Card, CardActions, CardContent, CardHeader} from '@material-react/material/card';
import {Icon} from '@material-react/material/icon';
import bookmarkFill from '@material-symbols/svg-400/outlined/bookmark-fill.svg?raw';
import bookmark from '@material-symbols/svg-400/outlined/bookmark.svg?raw';
import keyboardArrowDown from '@material-symbols/svg-400/outlined/keyboard_arrow_down.svg?raw';
import soupKitchen from '@material-symbols/svg-400/outlined/soup_kitchen.svg?raw';
import {useId, useState} from 'react';
import './card-expandable-example.css';

const STEPS = [
  'Melt the butter in a large pan and soften the sliced leeks for ten minutes.',
  'Add the diced potatoes and the stock, bring to the boil, then simmer for twenty minutes.',
  'Blend until smooth, season with salt and pepper and stir in the cream.',
];

/**
 * @title Card with actions and more content on demand
 *
 * The actions row holds an icon toggle at the start and a button at the end that shows the rest
 * of the card. The button keeps its name and reports the state with `aria-expanded`.
 */
export function CardExpandableExample() {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [saved, setSaved] = useState(false);
  const stepsId = `${id}-steps`;

  return (
    <Card className="card-expandable">
      <CardHeader
        title="Leek and potato soup"
        subtitle="Serves 4 · 45 minutes"
        avatar={<Icon svg={soupKitchen} />}
      />
      <CardContent>
        <p>
          A thick, mild soup for cold evenings. It keeps for three days in the fridge and freezes
          well.
        </p>
      </CardContent>
      <CardActions className="card-expandable-actions">
        <IconButton aria-label="Save recipe" aria-pressed={saved} onClick={() => setSaved(!saved)}>
          <Icon svg={saved ? bookmarkFill : bookmark} />
        </IconButton>
        <Button
          aria-expanded={expanded}
          aria-controls={stepsId}
          onClick={() => setExpanded(!expanded)}
        >
          Method
          <Icon svg={keyboardArrowDown} className="card-expandable-chevron" />
        </Button>
      </CardActions>
      <CardContent id={stepsId} className="card-expandable-steps" hidden={!expanded}>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
