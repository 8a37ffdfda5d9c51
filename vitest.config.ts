import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take far longer than their size says, started first in their project. Vitest orders files by
 * the durations it cached in the last run in this checkout, and without them (a fresh clone, as CI's) by
 * size: in a fresh clone the schema fuzz suite (148 lines, 80–250 s) started at 340 s and the server's
 * start-up tests at 597 s, and the project ended with them running alone; the visual check (150 s) started
 * at 356 s of the journeys (docs/ARCHITECTURE.md#tests). A file missing from the list is only ordered as
 * Vitest would; a listed file that no longer exists is ignored.
 */
const LONG_FILES = [
  'apps/server/src/fuzz/fuzz.test.ts',
  'apps/server/src/main.test.ts',
  'apps/server/src/drain.test.ts',
  'e2e/visual.test.ts',
  'e2e/backoffice.test.ts',
  'e2e/demo-games.test.ts',
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = LONG_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return index === -1 ? LONG_FILES.length : index;
    };
    // Vitest's order keeps each project's files together; within each, the long files go first and the
    // rest keep Vitest's order (the sort is stable).
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files)) {
      const specs = byProject.get(spec.project.name) ?? [];
      specs.push(spec);
      byProject.set(spec.project.name, specs);
    }
    return [...byProject.values()].flatMap((specs) => specs.toSorted((a, b) => rank(a) - rank(b)));
  }
}

// One run covers every project; `npm test` builds the web app first because the e2e project serves it.
export default defineConfig({
  test: {
    sequence: { sequencer: LongFilesFirst },
    projects: [
      // `isolate: false` here and in tools/vitest.config.ts, as in the other projects: a project's files share
      // one module graph (docs/ARCHITECTURE.md#tests); none of these mocks a module or changes a global.
      // Importing the modules again in a fresh worker for each file was most of these projects' CPU: the demo
      // provider's 17 files took 41 s of the machine's CPU, 26 s without it (contract 6 → 4 s, tools 9 → 5 s).
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], isolate: false } },
      {
        test: { name: 'demo-provider', include: ['packages/demo-provider/src/**/*.test.ts'], isolate: false },
      },
      'tools/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/backoffice/vitest.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
