import {render, screen} from '@testing-library/react';
import axe from 'axe-core';
import {describe, expect, it} from 'vitest';
import {Card, CardActions, CardContent, CardHeader, CardMedia} from './card';

describe('Card', () => {
  it('renders its parts with a title heading, subtitle, avatar, media and actions', async () => {
    const {container} = render(
      <main>
        <Card className="extra">
          <CardHeader
            title="Shiba Inu"
            subtitle="Dog breed"
            avatar={<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="" />}
          />
          <CardMedia src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="A shiba in the snow" />
          <CardContent>A small, agile dog.</CardContent>
          <CardActions align="end">
            <button>Like</button>
          </CardActions>
        </Card>
      </main>,
    );
    const card = container.querySelector('.mat-card')!;
    expect(card.className).toBe('mat-card extra');
    expect(card.getAttribute('data-appearance')).toBe('raised');
    const title = screen.getByRole('heading', {level: 3, name: 'Shiba Inu'});
    expect(title.className).toBe('mat-card-title');
    expect(container.querySelector('.mat-card-subtitle')?.textContent).toBe('Dog breed');
    expect(container.querySelector('.mat-card-avatar img')).toBeTruthy();
    expect(screen.getByRole('img', {name: 'A shiba in the snow'}).className).toBe('mat-card-media');
    expect(container.querySelector('.mat-card-actions')?.getAttribute('data-align')).toBe('end');
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });

  it('supports the outlined appearance and other heading levels', () => {
    const {container} = render(
      <Card appearance="outlined">
        <CardHeader title="Title" headingLevel={2} />
      </Card>,
    );
    expect(container.querySelector('.mat-card')?.getAttribute('data-appearance')).toBe('outlined');
    expect(screen.getByRole('heading', {level: 2, name: 'Title'})).toBeTruthy();
    expect(container.querySelector('.mat-card-subtitle')).toBeNull();
    expect(container.querySelector('.mat-card-avatar')).toBeNull();
  });
});
