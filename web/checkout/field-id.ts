/** A field's element id: its name with the dots made safe for selectors. */
export const fieldId = (name: string) => `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** The element id of the edit button of the participant at this place in the pool. */
export const participantEditId = (index: number) => `participant-edit-${index}`;

/** The element id of the group that chooses who attends an event. */
export const assignmentId = (itemId: number) => `assignment-${itemId}`;
