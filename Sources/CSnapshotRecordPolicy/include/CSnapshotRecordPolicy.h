// Under CI, swift-snapshot-testing records nothing unless asked by name.
//
// swift-snapshot-testing's default record mode, `.missing`, writes a reference
// that is not on disk and fails the test; a CI retry then passes against what it
// wrote itself. A test process that links ScrollReelSnapshotTesting starts with
// SNAPSHOT_TESTING_RECORD=never when CI is set and the variable is not, so a
// missing reference fails and nothing is written, whatever the order of the
// tests: the library reads the variable once, at its first assertion, and this
// runs before main. A record mode asked for by name (the variable, `record:`,
// `withSnapshotTesting(record:)`, the `.snapshots(record:)` trait) still records.
#ifndef C_SNAPSHOT_RECORD_POLICY_H
#define C_SNAPSHOT_RECORD_POLICY_H

/// What the policy found when the process started.
typedef struct {
    /// CI was set (to anything but an empty string, 0 or false).
    int ciWasSet;
    /// SNAPSHOT_TESTING_RECORD was set by whoever started the process.
    int recordWasSet;
    /// The policy set SNAPSHOT_TESTING_RECORD=never.
    int turnedRecordingOff;
} ScrollReelSnapshotRecordPolicy;

/// What the policy found and did at launch.
ScrollReelSnapshotRecordPolicy scrollreel_snapshot_record_policy(void);

/// Whether a CI variable with this value counts as set (NULL: unset).
int scrollreel_snapshot_ci_is_set(const char *value);

#endif
