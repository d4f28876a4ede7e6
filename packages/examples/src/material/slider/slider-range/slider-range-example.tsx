import {RangeSlider, type SliderRangeValue} from '@material-react/material/slider';
import {useId, useState} from 'react';
import './slider-range-example.css';

const PRODUCTS = [
  {name: 'Desk lamp', price: 35},
  {name: 'Office chair', price: 240},
  {name: 'Standing desk', price: 520},
  {name: 'Monitor arm', price: 95},
  {name: 'Bookshelf', price: 180},
  {name: 'Keyboard', price: 70},
];

const dollars = (value: number) => `$${value}`;

/**
 * @title Price range
 *
 * Two thumbs pick the lowest and the highest price; they can meet but not pass each other. Each
 * thumb has a name of its own, and the value labels show dollar amounts while a thumb is in use.
 */
export function SliderRangeExample() {
  const id = useId();
  const [range, setRange] = useState<SliderRangeValue>([50, 300]);
  const [low, high] = range;
  const matches = PRODUCTS.filter((product) => product.price >= low && product.price <= high);
  return (
    <div className="slider-range">
      <p id={`${id}-label`} className="slider-range-label">
        Price: {dollars(low)} to {dollars(high)}
      </p>
      <RangeSlider
        aria-labelledby={`${id}-label`}
        thumbLabels={['Minimum price', 'Maximum price']}
        min={0}
        max={600}
        step={10}
        discrete
        formatValue={dollars}
        value={range}
        onValueChange={setRange}
      />
      <ul className="slider-range-results" aria-label="Matching products">
        {matches.map((product) => (
          <li key={product.name}>
            {product.name}, {dollars(product.price)}
          </li>
        ))}
      </ul>
      {matches.length === 0 && <p className="slider-range-empty">No products in this range.</p>}
    </div>
  );
}
