import {Breakpoints, useMediaQuery} from '@material-react/cdk/layout';
import {IconButton} from '@material-react/material/button';
import {
  GridList,
  GridTile,
  GridTileFooter,
  GridTileHeader,
  GridTileLine,
} from '@material-react/material/grid-list';
import {Icon} from '@material-react/material/icon';
import favoriteFill from '@material-symbols/svg-400/outlined/favorite-fill.svg?raw';
import favorite from '@material-symbols/svg-400/outlined/favorite.svg?raw';
import star from '@material-symbols/svg-400/outlined/star.svg?raw';
import {useState} from 'react';
import './grid-list-headers-and-footers-example.css';

interface Photo {
  id: string;
  title: string;
  place: string;
  description: string;
}

const PHOTOS: Photo[] = [
  {
    id: 'harbour',
    title: 'Harbour at dusk',
    place: 'Lisbon',
    description: 'Boats at anchor under an orange and violet evening sky',
  },
  {
    id: 'forest',
    title: 'Pine forest',
    place: 'Black Forest',
    description: 'Dark green pines fading into mist',
  },
  {
    id: 'glacier',
    title: 'Glacier lake',
    place: 'Jasper',
    description: 'Turquoise water below pale blue ice',
  },
  {id: 'dunes', title: 'Dunes', place: 'Merzouga', description: 'Rolling sand dunes at noon'},
  {
    id: 'fields',
    title: 'Lavender fields',
    place: 'Valensole',
    description: 'Rows of purple lavender to the horizon',
  },
  {id: 'coast', title: 'Rocky coast', place: 'Cornwall', description: 'Grey cliffs above the sea'},
];

/**
 * @title Gallery with headers and footers
 *
 * A photo gallery: the featured picture spans two columns and two rows and has a header; every
 * picture has a footer with its title, its place and a button to mark it as a favourite.
 */
export function GridListHeadersAndFootersExample() {
  // Two columns on phones leave room for the captions.
  const narrow = useMediaQuery(Breakpoints.XSmall);
  const [favourites, setFavourites] = useState<ReadonlySet<string>>(() => new Set(['glacier']));
  const toggleFavourite = (id: string) =>
    setFavourites((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <GridList cols={narrow ? 2 : 3} rowHeight="4:3" gutterSize={8} aria-label="Travel photos">
      {PHOTOS.map((photo, index) => {
        const featured = index === 0;
        const liked = favourites.has(photo.id);
        return (
          <GridTile
            key={photo.id}
            colspan={featured ? 2 : 1}
            rowspan={featured ? 2 : 1}
            className="grid-list-headers-and-footers-tile"
          >
            <div
              className={`grid-list-headers-and-footers-photo grid-list-headers-and-footers-${photo.id}`}
              role="img"
              aria-label={photo.description}
            />
            {featured && (
              <GridTileHeader avatar={<Icon svg={star} />}>Photo of the week</GridTileHeader>
            )}
            <GridTileFooter
              trailing={
                <IconButton
                  aria-label={`Favourite: ${photo.title}`}
                  aria-pressed={liked}
                  onClick={() => toggleFavourite(photo.id)}
                >
                  <Icon svg={liked ? favoriteFill : favorite} />
                </IconButton>
              }
            >
              <GridTileLine>
                <h3>{photo.title}</h3>
              </GridTileLine>
              <GridTileLine>{photo.place}</GridTileLine>
            </GridTileFooter>
          </GridTile>
        );
      })}
    </GridList>
  );
}
