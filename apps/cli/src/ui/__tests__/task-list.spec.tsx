import { render } from 'ink-testing-library';
import { TaskList } from '../task-list.js';

describe('TaskList', () => {
  test('shows each step with the mark of its state and the details under it', () => {
    const { lastFrame } = render(
      <TaskList
        tasks={[
          { title: 'Connexion à sqlite:/tmp/cuvee.sqlite', state: 'done' },
          { title: 'Application des migrations', state: 'running' },
          {
            title: 'Vérification du schéma mysql',
            state: 'failed',
            detail: ['2 instruction(s) SQL manquent'],
          },
          { title: 'Création des données de démonstration', state: 'pending' },
        ]}
      />,
    );
    expect(lastFrame()).toBe(
      [
        '✔ Connexion à sqlite:/tmp/cuvee.sqlite',
        '… Application des migrations',
        '✖ Vérification du schéma mysql',
        '  2 instruction(s) SQL manquent',
        '· Création des données de démonstration',
      ].join('\n'),
    );
  });
});
