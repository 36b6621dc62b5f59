# Feeds SCRIPT to ENGINE on standard input and compares what it prints with
# EXPECTED, byte for byte.
execute_process(
    COMMAND ${ENGINE} --seed 1
    INPUT_FILE ${SCRIPT}
    OUTPUT_VARIABLE output
    ERROR_VARIABLE errors
    RESULT_VARIABLE status
    TIMEOUT 60)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "ecarte-engine exited with '${status}': ${errors}")
endif()
file(READ ${EXPECTED} expected)
if(NOT output STREQUAL expected)
    file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/engine_script.actual "${output}")
    message(FATAL_ERROR "output differs from ${EXPECTED}; see ${CMAKE_CURRENT_BINARY_DIR}/engine_script.actual")
endif()
