import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The process tests that take longest, longest first (CI run of 2026-11-28: hardening 172 to 203 s,
 * durability ~155 s, backup-while-running ~141 s, two-machines-s3). Vitest orders files by the times
 * of an earlier run, which a fresh clone does not have, and then keeps the glob's alphabetical order:
 * hardening started fifth and ended last (decision 0082).
 */
const SLOWEST = ['hardening', 'durability', 'backup-while-running', 'two-machines-s3', 'outbox'];

const rank = (spec: TestSpecification) => {
  const index = SLOWEST.findIndex((name) => spec.moduleId.endsWith(`/tests/process/${name}.test.ts`));
  return index === -1 ? SLOWEST.length : index;
};

/** Vitest's order, with the slowest process test files first, so they do not finish last. */
export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
