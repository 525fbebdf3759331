// Which slots a doctor offers and which are free: the date rule availability and search share.
export * from './slot-availability';
export * from './weekly-slots';
export * from './slot-ledger';
