/// Changes a value where it is, through one access: `inPlace(&days[key, default: []]) { … }`
/// looks the key up once for several changes, and the value is not copied out and back.
func inPlace<T>(_ value: inout T, _ body: (inout T) -> Void) { body(&value) }
