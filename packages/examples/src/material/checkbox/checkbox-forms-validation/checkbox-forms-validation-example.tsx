import {Button} from '@material-react/material/button';
import {Checkbox} from '@material-react/material/checkbox';
import {useId, useRef, useState, type FormEvent} from 'react';
import './checkbox-forms-validation-example.css';

const TOPICS = [
  {value: 'releases', label: 'New releases'},
  {value: 'events', label: 'Events near me'},
  {value: 'offers', label: 'Special offers'},
];

/**
 * @title Checkboxes in a form with validation
 *
 * The form checks itself when it is submitted: at least one topic, and the terms accepted. Each
 * error is tied to its control with `aria-describedby`, the invalid box turns the error colour
 * through `aria-invalid`, and focus moves to the first problem.
 */
export function CheckboxFormsValidationExample() {
  const id = useId();
  const [topics, setTopics] = useState<ReadonlySet<string>>(new Set());
  const [terms, setTerms] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [result, setResult] = useState('');
  const firstTopic = useRef<HTMLInputElement>(null);
  const termsBox = useRef<HTMLInputElement>(null);

  const topicsError = submitted && topics.size === 0 ? 'Choose at least one topic.' : '';
  const termsError = submitted && !terms ? 'Accept the terms to subscribe.' : '';

  const toggleTopic = (topic: string, checked: boolean) => {
    const next = new Set(topics);
    if (checked) next.add(topic);
    else next.delete(topic);
    setTopics(next);
    setResult('');
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (topics.size === 0) {
      firstTopic.current?.focus();
      setResult('');
      return;
    }
    if (!terms) {
      termsBox.current?.focus();
      setResult('');
      return;
    }
    const data = new FormData(event.currentTarget);
    const fields = [...data.entries()].map(([name, value]) => `${name}=${String(value)}`);
    setResult(`Subscribed: ${fields.join(', ')}`);
  };

  return (
    <form
      className="checkbox-forms-validation"
      aria-label="Newsletter subscription"
      noValidate
      onSubmit={handleSubmit}
    >
      <fieldset
        className="checkbox-forms-validation-group"
        aria-describedby={topicsError ? `${id}-topics-error` : undefined}
      >
        <legend>Topics you want to hear about</legend>
        {TOPICS.map((topic, index) => (
          <Checkbox
            key={topic.value}
            ref={index === 0 ? firstTopic : undefined}
            name="topic"
            value={topic.value}
            checked={topics.has(topic.value)}
            aria-invalid={topicsError ? true : undefined}
            onCheckedChange={(checked) => toggleTopic(topic.value, checked)}
          >
            {topic.label}
          </Checkbox>
        ))}
        <p id={`${id}-topics-error`} className="checkbox-forms-validation-error">
          {topicsError}
        </p>
      </fieldset>
      <Checkbox
        ref={termsBox}
        name="terms"
        value="accepted"
        required
        checked={terms}
        aria-invalid={termsError ? true : undefined}
        aria-describedby={termsError ? `${id}-terms-error` : undefined}
        onCheckedChange={(checked) => {
          setTerms(checked);
          setResult('');
        }}
      >
        I accept the terms of the newsletter
      </Checkbox>
      <p id={`${id}-terms-error`} className="checkbox-forms-validation-error">
        {termsError}
      </p>
      <div className="checkbox-forms-validation-actions">
        <Button type="submit" variant="filled">
          Subscribe
        </Button>
        <output className="checkbox-forms-validation-result">{result}</output>
      </div>
    </form>
  );
}
