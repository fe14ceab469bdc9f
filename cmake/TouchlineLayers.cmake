# The layers of common/: each folder is a library of its own that may use only the layers it
# depends on. touchline_layer(<Folder> [DEPENDS <Folder>...] [LIBRARIES <lib>...]) makes
#   touchline_<folder>: an object library of <Folder>/*.cpp (an interface library if the folder
#                       has headers only), linked to the layers it depends on and the libraries;
# CMake refuses a cycle between object libraries, and a layer can only depend on layers
# declared before it. Before the umbrella library is built, every file of the folder is checked
# to include headers only of its own layer and of those it depends on (directly or not), so
# that an #include cannot sneak a cycle past the declarations (cmake/TouchlineLayerCheck.cmake).
# touchline_layer_objects(<target>) puts the objects of all layers into one library.

set_property(GLOBAL PROPERTY TOUCHLINE_LAYERS "")

function(touchline_layer folder)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "DEPENDS;LIBRARIES")
  string(TOLOWER ${folder} lower)
  set(target touchline_${lower})
  get_property(declared GLOBAL PROPERTY TOUCHLINE_LAYERS)

  # What the folder may include: itself and everything its dependencies may include.
  set(allowed ${folder})
  foreach(dependency ${arg_DEPENDS})
    if(NOT dependency IN_LIST declared)
      message(FATAL_ERROR "common/${folder} depends on ${dependency}, which is not declared before it")
    endif()
    get_property(inherited GLOBAL PROPERTY TOUCHLINE_LAYER_ALLOWED_${dependency})
    list(APPEND allowed ${inherited})
  endforeach()
  list(REMOVE_DUPLICATES allowed)
  set_property(GLOBAL PROPERTY TOUCHLINE_LAYER_ALLOWED_${folder} ${allowed})
  set_property(GLOBAL APPEND PROPERTY TOUCHLINE_LAYERS ${folder})

  file(GLOB sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/${folder}/*.cpp)
  file(GLOB files CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/${folder}/*.cpp ${CMAKE_CURRENT_SOURCE_DIR}/${folder}/*.h
       ${CMAKE_CURRENT_SOURCE_DIR}/${folder}/*.hpp)
  list(TRANSFORM arg_DEPENDS TOLOWER OUTPUT_VARIABLE dependencies)
  list(TRANSFORM dependencies PREPEND touchline_)
  if(sources)
    add_library(${target} OBJECT ${sources})
    set(scope PUBLIC)
    touchline_warnings(${target})
    set_property(GLOBAL APPEND PROPERTY TOUCHLINE_LAYER_OBJECTS $<TARGET_OBJECTS:${target}>)
  else()
    add_library(${target} INTERFACE)
    set(scope INTERFACE)
  endif()
  target_include_directories(${target} ${scope} ${CMAKE_CURRENT_SOURCE_DIR})
  target_compile_features(${target} ${scope} cxx_std_20)
  target_link_libraries(${target} ${scope} ${dependencies} ${arg_LIBRARIES})
  if(TOUCHLINE_RELEASE)
    target_compile_definitions(${target} ${scope} TOUCHLINE_RELEASE NDEBUG)
  endif()

  set(stamp ${CMAKE_CURRENT_BINARY_DIR}/layers/${folder}.checked)
  string(REPLACE ";" "," allowedText "${allowed}")
  add_custom_command(OUTPUT ${stamp}
    COMMAND ${CMAKE_COMMAND} -DFOLDER=${folder} -DALLOWED=${allowedText} -DROOT=${CMAKE_CURRENT_SOURCE_DIR} -DSTAMP=${stamp}
            -P ${PROJECT_SOURCE_DIR}/cmake/TouchlineLayerCheck.cmake
    DEPENDS ${files} ${PROJECT_SOURCE_DIR}/cmake/TouchlineLayerCheck.cmake
    COMMENT "Checking the includes of common/${folder}" VERBATIM)
  add_custom_target(${target}_check DEPENDS ${stamp})
  set_property(GLOBAL APPEND PROPERTY TOUCHLINE_LAYER_CHECKS ${target}_check)
endfunction()

# Adds the objects of every layer to a library, which is built only after the include checks.
function(touchline_layer_objects target)
  get_property(objects GLOBAL PROPERTY TOUCHLINE_LAYER_OBJECTS)
  get_property(checks GLOBAL PROPERTY TOUCHLINE_LAYER_CHECKS)
  target_sources(${target} PRIVATE ${objects})
  add_dependencies(${target} ${checks})
endfunction()
