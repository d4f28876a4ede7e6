import {SITE_NAME} from '../docs/site-name';
import {HomePage} from '../home/home-page';

export const meta = () => [
  {title: SITE_NAME},
  {
    name: 'description',
    content:
      'Accessible Material Design components and headless building blocks for React, with live examples and API references.',
  },
];

export default HomePage;
