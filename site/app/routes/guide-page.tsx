import {Link, Navigate, useParams} from 'react-router';
import {findGuide} from '../docs/guide-items';
import {PageHeader} from '../shell/page-header';

export const meta = ({params}: {params: {id?: string}}) => {
  const guide = findGuide(params.id);
  return guide
    ? [{title: `${guide.name} | Material`}, {name: 'description', content: guide.summary}]
    : [{title: 'Guides | Material'}];
};

export default function GuidePage() {
  const {id} = useParams();
  const guide = findGuide(id);
  // An unknown guide goes to the guide list.
  if (!guide) return <Navigate to="/guides" replace />;
  return (
    <>
      <PageHeader title={guide.name} summary={guide.summary} />
      <div className="docs-page docs-prose">
        <p>
          This guide is being written. Until it is published, the{' '}
          <Link to="/guides">other guides</Link> and the{' '}
          <Link to="/components/categories">component documentation</Link> cover the library.
        </p>
      </div>
    </>
  );
}
