import {Button} from '@material-react/material/button';
import {Card, CardActions, CardContent, CardHeader} from '@material-react/material/card';
import {useId, useState} from 'react';
import './card-list-example.css';

interface Workshop {
  id: string;
  title: string;
  when: string;
  description: string;
  seats: number;
}

const WORKSHOPS: Workshop[] = [
  {
    id: 'pottery',
    title: 'Pottery for beginners',
    when: 'Tue 4 March, 18:00',
    description: 'Throw your first bowl on the wheel. Clay, aprons and firing are included.',
    seats: 3,
  },
  {
    id: 'bread',
    title: 'Sourdough bread',
    when: 'Sat 8 March, 10:00',
    description: 'Feed a starter, shape a loaf and take home a jar of starter of your own.',
    seats: 0,
  },
  {
    id: 'bikes',
    title: 'Bike repair basics',
    when: 'Thu 13 March, 19:00',
    description: 'Fix a puncture, adjust the brakes and oil the chain, on your own bike.',
    seats: 8,
  },
];

/**
 * @title A list of outlined cards
 *
 * Cards that form a collection sit in a list, so screen readers say how many there are; each
 * title is a heading. Every "Book a seat" button is described by its card's title, so it makes
 * sense on its own.
 */
export function CardListExample() {
  const id = useId();
  const [booked, setBooked] = useState<ReadonlySet<string>>(new Set());

  const toggle = (workshop: string) => {
    const next = new Set(booked);
    if (next.has(workshop)) next.delete(workshop);
    else next.add(workshop);
    setBooked(next);
  };

  return (
    <ul className="card-list" aria-label="Workshops in March">
      {WORKSHOPS.map((workshop) => {
        const isBooked = booked.has(workshop.id);
        const seatsLeft = workshop.seats - (isBooked ? 1 : 0);
        const full = workshop.seats === 0;
        const titleId = `${id}-${workshop.id}`;
        return (
          <li key={workshop.id}>
            <Card appearance="outlined" className="card-list-card">
              <CardHeader
                title={<span id={titleId}>{workshop.title}</span>}
                subtitle={workshop.when}
              />
              <CardContent>
                <p>{workshop.description}</p>
                <p className="card-list-seats">
                  {full
                    ? 'Fully booked'
                    : isBooked
                      ? `You have a seat · ${seatsLeft} left`
                      : `${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left`}
                </p>
              </CardContent>
              <CardActions align="end">
                <Button
                  variant={isBooked ? 'outlined' : 'filled'}
                  disabled={full}
                  aria-describedby={titleId}
                  onClick={() => toggle(workshop.id)}
                >
                  {isBooked ? 'Cancel booking' : 'Book a seat'}
                </Button>
              </CardActions>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
