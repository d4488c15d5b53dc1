// Stage placeholder; filled by its issue.
