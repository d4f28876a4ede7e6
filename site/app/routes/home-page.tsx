import {HomePage} from '../home/home-page';

export const meta = () => [
  {title: 'Material for React'},
  {
    name: 'description',
    content:
      'Accessible Material Design components and headless building blocks for React, with live examples and API references.',
  },
];

export default HomePage;
