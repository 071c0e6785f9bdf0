/** Every question of the exam as a button: which are answered, which is shown; any can be opened. */
import { useTranslation } from 'react-i18next';

export interface QuestionNavigatorProps {
  readonly ids: readonly number[];
  readonly current: number;
  readonly answered: (id: number) => boolean;
  readonly onOpen: (index: number) => void;
}

export function QuestionNavigator({ ids, current, answered, onOpen }: QuestionNavigatorProps) {
  const { t } = useTranslation();
  return (
    <nav className="exam-nav" aria-label={t('exams.play.navigator')}>
      <ol>
        {ids.map((id, index) => {
          const done = answered(id);
          return (
            <li key={id}>
              <button
                type="button"
                className={`exam-nav__item${done ? ' exam-nav__item--answered' : ''}${index === current ? ' exam-nav__item--current' : ''}`}
                aria-current={index === current ? 'step' : undefined}
                aria-label={t(done ? 'exams.play.navAnswered' : 'exams.play.navUnanswered', { number: index + 1 })}
                onClick={() => onOpen(index)}
              >
                {index + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
