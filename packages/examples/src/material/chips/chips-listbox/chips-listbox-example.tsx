import {ChipListbox, ChipOption} from '@material-react/material/chips';
import {useId, useState} from 'react';
import './chips-listbox-example.css';

const DIETS = ['Vegetarian', 'Vegan', 'Gluten free', 'Dairy free', 'Nut free'];
const RECIPES = [
  {name: 'Lentil soup', diets: ['Vegetarian', 'Vegan', 'Gluten free', 'Dairy free', 'Nut free']},
  {name: 'Margherita pizza', diets: ['Vegetarian', 'Nut free']},
  {name: 'Pesto pasta', diets: ['Vegetarian']},
  {name: 'Grilled salmon', diets: ['Gluten free', 'Dairy free', 'Nut free']},
];

/** @title Filter chips */
export function ChipsListboxExample() {
  const id = useId();
  const [filters, setFilters] = useState<string[]>(['Vegetarian']);
  const matches = RECIPES.filter((recipe) => filters.every((diet) => recipe.diets.includes(diet)));
  return (
    <div className="chips-listbox">
      <p className="chips-listbox-label" id={`${id}-label`}>
        Dietary filters
      </p>
      <ChipListbox
        multiple
        aria-labelledby={`${id}-label`}
        value={filters}
        onValueChange={setFilters}
      >
        {DIETS.map((diet) => (
          <ChipOption key={diet} value={diet}>
            {diet}
          </ChipOption>
        ))}
      </ChipListbox>
      <p className="chips-listbox-result" aria-live="polite">
        {matches.length === 0
          ? 'No recipe matches every filter.'
          : `${matches.length} recipes: ${matches.map((recipe) => recipe.name).join(', ')}`}
      </p>
    </div>
  );
}
