import { describe, expect, it } from 'vitest';
import { chosenParticipantCount, participantCountAfterAdding } from './participant-count';
import { cartWith, sampleItem, sampleParticipant } from './testing';

// The options and the initial count are tested in views.test.ts.

const items = [sampleItem({ id: 1, participantCount: 2 }), sampleItem({ id: 2, postId: 12, participantCount: 1 })];
const pool = (size: number) => Array.from({ length: size }, (_, index) => sampleParticipant({ email: `p${index}@example.se` }));

describe('the participant count in effect', () => {
  it('is the saved choice when it is one of the options', () => {
    expect(chosenParticipantCount(cartWith(items), '3')).toBe(3);
  });

  it('is the initial count when nothing is saved, or what is saved is no option (any more)', () => {
    expect(chosenParticipantCount(cartWith(items), undefined)).toBe(2);
    expect(chosenParticipantCount(cartWith(items), '4')).toBe(2);
    expect(chosenParticipantCount(cartWith(items), '2.5')).toBe(2);
    expect(chosenParticipantCount(cartWith(items), 'three')).toBe(2);
    expect(chosenParticipantCount({ ...cartWith(items), participantPool: pool(1) }, '')).toBe(1);
    expect(chosenParticipantCount(cartWith([]), '2')).toBeUndefined();
  });
});

describe('the participant count after a participant is added', () => {
  it('stays when the pool is within it', () => {
    expect(participantCountAfterAdding({ ...cartWith(items), participantPool: pool(2) }, 3)).toBe(3);
  });

  it('grows to the pool size, at most one person per place', () => {
    expect(participantCountAfterAdding({ ...cartWith(items), participantPool: pool(3) }, 2)).toBe(3);
    expect(participantCountAfterAdding({ ...cartWith(items), participantPool: pool(5) }, 2)).toBe(3);
  });
});
