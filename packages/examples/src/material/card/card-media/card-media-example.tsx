import {Button} from '@material-react/material/button';
import {Card, CardActions, CardContent, CardHeader, CardMedia} from '@material-react/material/card';
import {Icon} from '@material-react/material/icon';
import landscape from '@material-symbols/svg-400/outlined/landscape.svg?raw';
import './card-media-example.css';

/** An illustration drawn inline, so the example needs no image file. */
const MOUNTAINS = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360">' +
    '<rect width="640" height="360" fill="#9ec9f0"/>' +
    '<circle cx="500" cy="90" r="40" fill="#fff4c2"/>' +
    '<path d="M0 300 L160 120 L280 260 L390 150 L640 320 V360 H0 Z" fill="#4a6b8a"/>' +
    '<path d="M160 120 L200 165 L175 160 L150 180 L125 160 Z" fill="#fff"/>' +
    '<path d="M0 360 V310 Q320 250 640 330 V360 Z" fill="#2f4f3a"/>' +
    '</svg>',
)}`;

/** @title Card with an avatar and an image */
export function CardMediaExample() {
  return (
    <Card className="card-media">
      <CardHeader
        title="Alpine hike"
        subtitle="6 hours · 14 km"
        avatar={<Icon svg={landscape} />}
      />
      <CardMedia
        src={MOUNTAINS}
        width={640}
        height={360}
        alt="Drawing of snowy peaks above a green valley under a pale sun"
      />
      <CardContent>
        <p>
          A ridge walk with views of three glaciers. Start early: the last cable car down leaves at
          five.
        </p>
      </CardContent>
      <CardActions>
        <Button>Save</Button>
        <Button>Share</Button>
      </CardActions>
    </Card>
  );
}
