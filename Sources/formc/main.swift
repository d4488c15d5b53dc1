import FormcCLI

// The executable is only this: everything else lives in the library, where it is tested.
FormcCLI.main()
