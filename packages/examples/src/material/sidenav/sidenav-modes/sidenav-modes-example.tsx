import {Button} from '@material-react/material/button';
import {
  Sidenav,
  SidenavContainer,
  SidenavContent,
  type SidenavMode,
} from '@material-react/material/sidenav';
import {useId, useState} from 'react';
import './sidenav-modes-example.css';

const MODES: Array<{mode: SidenavMode; description: string}> = [
  {mode: 'over', description: 'floats over the content'},
  {mode: 'push', description: 'pushes the content aside'},
  {mode: 'side', description: 'sits beside the content'},
];

/** @title Sidenav modes */
export function SidenavModesExample() {
  const id = useId();
  const [mode, setMode] = useState<SidenavMode>('side');
  const [opened, setOpened] = useState(true);
  return (
    <SidenavContainer className="sidenav-modes">
      <Sidenav mode={mode} opened={opened} onOpenedChange={setOpened}>
        <div className="sidenav-modes-drawer">
          <p>
            A <strong>{mode}</strong> drawer.
          </p>
          <Button variant="outlined" onClick={() => setOpened(false)}>
            Close
          </Button>
        </div>
      </Sidenav>
      <SidenavContent className="sidenav-modes-content">
        <fieldset>
          <legend>Mode</legend>
          {MODES.map((option) => (
            <label key={option.mode}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={option.mode}
                checked={mode === option.mode}
                onChange={() => setMode(option.mode)}
              />
              {option.mode}: {option.description}
            </label>
          ))}
        </fieldset>
        <Button variant="tonal" onClick={() => setOpened((open) => !open)}>
          {opened ? 'Close drawer' : 'Open drawer'}
        </Button>
      </SidenavContent>
    </SidenavContainer>
  );
}
