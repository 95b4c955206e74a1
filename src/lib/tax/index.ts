/** The tax engine: the year's rules (tax-rules), W-2G thresholds and the session method, in one place. */
export * from './cents';
export * from './tax-rules';
export * from './w2g-thresholds';
export * from './session-method';
