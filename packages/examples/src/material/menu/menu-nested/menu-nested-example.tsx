import {Button} from '@material-react/material/button';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuSub,
  MenuSubContent,
  MenuSubTrigger,
  MenuTrigger,
} from '@material-react/material/menu';
import {useState} from 'react';
import './menu-nested-example.css';

/** @title Menu with submenus */
export function MenuNestedExample() {
  const [choice, setChoice] = useState('nothing');
  return (
    <div className="menu-nested">
      <Menu>
        <MenuTrigger asChild>
          <Button variant="outlined">Animals</Button>
        </MenuTrigger>
        <MenuContent aria-label="Animals">
          <MenuSub>
            <MenuSubTrigger>Vertebrates</MenuSubTrigger>
            <MenuSubContent aria-label="Vertebrates">
              <MenuSub>
                <MenuSubTrigger>Fishes</MenuSubTrigger>
                <MenuSubContent aria-label="Fishes">
                  {['Clownfish', 'Salmon', 'Seahorse'].map((name) => (
                    <MenuItem key={name} onSelect={() => setChoice(name)}>
                      {name}
                    </MenuItem>
                  ))}
                </MenuSubContent>
              </MenuSub>
              <MenuSub>
                <MenuSubTrigger>Birds</MenuSubTrigger>
                <MenuSubContent aria-label="Birds">
                  {['Albatross', 'Owl', 'Robin'].map((name) => (
                    <MenuItem key={name} onSelect={() => setChoice(name)}>
                      {name}
                    </MenuItem>
                  ))}
                </MenuSubContent>
              </MenuSub>
            </MenuSubContent>
          </MenuSub>
          <MenuSub>
            <MenuSubTrigger>Invertebrates</MenuSubTrigger>
            <MenuSubContent aria-label="Invertebrates">
              {['Butterfly', 'Octopus', 'Snail'].map((name) => (
                <MenuItem key={name} onSelect={() => setChoice(name)}>
                  {name}
                </MenuItem>
              ))}
            </MenuSubContent>
          </MenuSub>
        </MenuContent>
      </Menu>
      <p>You picked: {choice}</p>
    </div>
  );
}
