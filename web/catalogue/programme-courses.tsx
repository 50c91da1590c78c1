import { Link } from '../app/navigation';
import type { Programme } from '../../shared/content/programme';
import { pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { Icon } from '../ui/icon';

/** The courses a programme bundles, as links to their pages. */
export function ProgrammeCourses({ programme }: { programme: Programme }) {
  const { language, t } = useI18n();
  if (programme.courses.length === 0) return null;
  return (
    <section className="programme-courses" aria-labelledby="programme-courses-title">
      <h2 id="programme-courses-title">{t('content.programme_courses')}</h2>
      <ol>
        {programme.courses.map((course) => (
          <li key={course.id}>
            <Link to={pathFor('course', language, { slug: course.slug })}>
              <Icon name="education" />
              <span>{course.title}</span>
              <Icon name="chevron-right" />
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
