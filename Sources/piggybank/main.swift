import CursesUICore
import PiggyBank

#if canImport(Glibc)
    import Glibc
#endif

let status = PiggyBankCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
