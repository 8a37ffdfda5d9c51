import { Link } from 'react-router';
import { Card } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';

export function NotFoundPage() {
  return (
    <Card>
      <p className="mb-3">{th.errors.notFound}</p>
      <Link to="/" className="text-sky-700 underline">
        {th.layout.home}
      </Link>
    </Card>
  );
}
