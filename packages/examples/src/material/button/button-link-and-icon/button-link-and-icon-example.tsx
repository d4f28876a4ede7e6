import {Button, Fab, IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import add from '@material-symbols/svg-400/outlined/add.svg?raw';
import deleteIcon from '@material-symbols/svg-400/outlined/delete.svg?raw';
import edit from '@material-symbols/svg-400/outlined/edit.svg?raw';
import favorite from '@material-symbols/svg-400/outlined/favorite.svg?raw';
import openInNew from '@material-symbols/svg-400/outlined/open_in_new.svg?raw';
import settings from '@material-symbols/svg-400/outlined/settings.svg?raw';
import share from '@material-symbols/svg-400/outlined/share.svg?raw';
import './button-link-and-icon-example.css';

/** @title Link buttons, icon buttons and FABs */
export function ButtonLinkAndIconExample() {
  return (
    <div className="button-link-and-icon">
      <section aria-label="Link buttons">
        <Button href="https://m3.material.io/components/buttons" target="_blank" rel="noreferrer">
          Material guidelines
          <Icon svg={openInNew} />
        </Button>
        <Button variant="outlined" href="/guide/getting-started">
          Getting started
        </Button>
        <Button variant="filled" href="/guide/getting-started" disabled>
          Unavailable link
        </Button>
      </section>
      <section aria-label="Icon buttons">
        <IconButton aria-label="Settings">
          <Icon svg={settings} />
        </IconButton>
        <IconButton variant="filled" aria-label="Add to favourites">
          <Icon svg={favorite} />
        </IconButton>
        <IconButton variant="tonal" aria-label="Share">
          <Icon svg={share} />
        </IconButton>
        <IconButton variant="outlined" aria-label="Delete">
          <Icon svg={deleteIcon} />
        </IconButton>
        <IconButton aria-label="Delete" disabled>
          <Icon svg={deleteIcon} />
        </IconButton>
      </section>
      <section aria-label="Floating action buttons">
        <Fab size="small" color="secondary" aria-label="Add a small item">
          <Icon svg={add} />
        </Fab>
        <Fab aria-label="Add an item">
          <Icon svg={add} />
        </Fab>
        <Fab size="large" color="tertiary" aria-label="Add a large item">
          <Icon svg={add} size={36} />
        </Fab>
        <Fab extended color="surface">
          <Icon svg={edit} />
          Compose
        </Fab>
      </section>
    </div>
  );
}
