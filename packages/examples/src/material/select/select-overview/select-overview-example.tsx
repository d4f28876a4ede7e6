import {FormField} from '@material-react/material/form-field';
import {OptGroup, Option, Select} from '@material-react/material/select';
import {useState} from 'react';
import './select-overview-example.css';

/** @title Basic select */
export function SelectOverviewExample() {
  const [food, setFood] = useState<string | null>('pizza');
  return (
    <div className="select-overview">
      <FormField label="Favourite food" hint={food ? `You chose ${food}` : 'Nothing chosen'}>
        <Select value={food} onValueChange={setFood}>
          <Option value="steak">Steak</Option>
          <Option value="pizza">Pizza</Option>
          <Option value="tacos">Tacos</Option>
          <Option value="sushi" disabled>
            Sushi (sold out)
          </Option>
        </Select>
      </FormField>
      <FormField label="Car" appearance="outline">
        <Select placeholder="Pick a car">
          <OptGroup label="Swedish">
            <Option value="volvo">Volvo</Option>
            <Option value="saab">Saab</Option>
          </OptGroup>
          <OptGroup label="German">
            <Option value="mercedes">Mercedes</Option>
            <Option value="audi">Audi</Option>
          </OptGroup>
        </Select>
      </FormField>
    </div>
  );
}
